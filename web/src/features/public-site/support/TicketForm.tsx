import { Alert, Button, Card, Checkbox, Field, Grid, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createTicketSchema, TICKET_CATEGORIES, TICKET_LIMITS, TICKET_PRIORITIES, type TicketCategory, type TicketPriority } from '@contracts/support';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { errorMessage } from '@/lib/format';
import { CreateSupportTicketMutation } from '../operations';

type Values = { name: string; email: string; priority: TicketPriority; category: TicketCategory; subject: string; description: string; urgent: boolean };

const isCategory = (v: string | null): v is TicketCategory => TICKET_CATEGORIES.some((c) => c.value === v);

/** The support ticket form: validated with the server's own schema, stored server-side, answered with a reference. */
export function TicketForm() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const initial = (): Values => ({
    name: '',
    email: '',
    priority: 'medium',
    category: isCategory(params.get('category')) ? (params.get('category') as TicketCategory) : 'technical',
    subject: (params.get('subject') ?? '').slice(0, TICKET_LIMITS.subject),
    description: '',
    urgent: false,
  });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateSupportTicketMutation);

  // Signed-in customers get their name and e-mail filled in (without overwriting what they typed).
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({ ...v, name: v.name || [user.firstName, user.lastName].filter(Boolean).join(' '), email: v.email || user.email }));
  }, [user]);

  // Links such as /support?category=security#ticket preselect the category and subject.
  useEffect(() => {
    const category = params.get('category');
    const subject = params.get('subject');
    setValues((v) => ({ ...v, ...(isCategory(category) ? { category } : {}), ...(subject ? { subject: subject.slice(0, TICKET_LIMITS.subject) } : {}) }));
  }, [params]);

  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createTicketSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const { data } = await create({ variables: { input: parsed.data } });
      setReference(data?.createSupportTicket.ticket.reference ?? null);
    } catch (err) {
      const field = CombinedGraphQLErrors.is(err) ? (err.errors[0]?.extensions?.field as string | undefined) : undefined;
      const message = errorMessage(err, 'Your ticket could not be sent. Please try again.');
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    }
  };

  if (reference) {
    return (
      <Card.Root variant="outline" borderColor="green.300" bg="green.50" role="status" data-testid="ticket-confirmation">
        <Card.Body gap="3">
          <Heading as="h3" size="lg" color="green.900">Ticket received</Heading>
          <Text color="green.900">
            Your reference is <strong data-testid="ticket-reference">{reference}</strong>. Quote it in any follow-up. An engineer replies by e-mail within 30 minutes
            {values.urgent ? ' — for an outage, also call us on the number below.' : '.'}
          </Text>
          <Button variant="outline" colorPalette="green" alignSelf="flex-start" onClick={() => (setReference(null), setValues({ ...initial(), name: values.name, email: values.email }))}>
            Open another ticket
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Submit a support ticket">
          <Stack gap="4">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <Field.Root invalid={!!errors.name} required>
                <Field.Label>Name</Field.Label>
                <Input name="name" autoComplete="name" maxLength={TICKET_LIMITS.name} value={values.name} onChange={(e) => set('name', e.target.value)} />
                <Field.ErrorText>{errors.name}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.email} required>
                <Field.Label>Email</Field.Label>
                <Input name="email" type="email" autoComplete="email" maxLength={TICKET_LIMITS.email} value={values.email} onChange={(e) => set('email', e.target.value)} />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.priority}>
                <Field.Label>Priority</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="priority" value={values.priority} onChange={(e) => set('priority', e.target.value as TicketPriority)}>
                    {TICKET_PRIORITIES.map((p) => (
                      <option key={p.value} value={p.value}>{p.label}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.priority}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.category}>
                <Field.Label>Category</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="category" value={values.category} onChange={(e) => set('category', e.target.value as TicketCategory)}>
                    {TICKET_CATEGORIES.map((c) => (
                      <option key={c.value} value={c.value}>{c.label}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.category}</Field.ErrorText>
              </Field.Root>
            </Grid>
            <Field.Root invalid={!!errors.subject} required>
              <Field.Label>Subject</Field.Label>
              <Input name="subject" maxLength={TICKET_LIMITS.subject} value={values.subject} onChange={(e) => set('subject', e.target.value)} />
              <Field.ErrorText>{errors.subject}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.description} required>
              <Field.Label>Description</Field.Label>
              <Textarea name="description" rows={6} maxLength={TICKET_LIMITS.description} value={values.description} onChange={(e) => set('description', e.target.value)} placeholder="What happened, when, and which bucket, volume or API call is affected?" />
              <Field.HelperText>{values.description.length.toLocaleString('en-KE')} / {TICKET_LIMITS.description.toLocaleString('en-KE')} characters</Field.HelperText>
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            </Field.Root>
            <Checkbox.Root checked={values.urgent} onCheckedChange={(d) => set('urgent', d.checked === true)} colorPalette="red">
              <Checkbox.HiddenInput name="urgent" />
              <Checkbox.Control />
              <Checkbox.Label>This is urgent — production is affected</Checkbox.Label>
            </Checkbox.Root>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="teal" size="lg" disabled={loading} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
              {loading ? 'Submitting...' : 'Submit Ticket'}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
