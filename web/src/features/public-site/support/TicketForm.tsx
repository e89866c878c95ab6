import { Alert, Button, Card, Checkbox, Grid, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createTicketSchema, TICKET_CATEGORIES, TICKET_LIMITS, TICKET_PRIORITIES, type TicketCategory, type TicketPriority } from '@contracts/support';
import { FormField } from '@/components/ui/FormField';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { errorMessage } from '@/lib/format';
import { FORM_ERROR } from '@/lib/forms/fieldErrors';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { useAdoptTypedValues } from '@/lib/useAdoptTypedValues';
import en from '../i18n/en/ticket';
import { useMessages } from '@/i18n/public/messages';
import { CreateSupportTicketMutation } from '../operations';
import { localize as localized } from './localize';

type Values = { name: string; email: string; priority: TicketPriority; category: TicketCategory; subject: string; description: string; urgent: boolean };

const isCategory = (v: string | null): v is TicketCategory => TICKET_CATEGORIES.some((c) => c.value === v);

/** The support ticket form: validated with the server's own schema, stored server-side, answered with a reference. */
export function TicketForm() {
  const { user } = useCurrentUser();
  const t = useMessages('ticket', en);
  // The contract's and the server's English messages in the page's language (English: as they are).
  const localize = (message: string, fallback?: string) => localized(t, message, fallback);
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
  const form = useSchemaForm(createTicketSchema, { translate: (message) => localize(message) });
  const [reference, setReference] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateSupportTicketMutation);
  // Kept as the visitor typed it before the page hydrated; the server's schema checks the values on submit.
  const formRef = useAdoptTypedValues(values, (name, v) => setValues((prev) => ({ ...prev, [name]: v })));

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

  const submit = form.handleSubmit(
    () => values,
    async (input) => {
      const { data } = await create({ variables: { input } });
      setReference(data?.createSupportTicket.ticket.reference ?? null);
    },
    // Text unknown here gets the general message in this language.
    (err) => form.setError(FORM_ERROR, localize(errorMessage(err, t.failed), t.failed)),
  );

  if (reference) {
    return (
      <Card.Root variant="outline" borderColor="green.300" bg="green.50" role="status" data-testid="ticket-confirmation">
        <Card.Body gap="3">
          <Heading as="h3" size="lg" color="green.900">{t.received}</Heading>
          <Text color="green.900">
            {t.confirmation.before}
            <strong data-testid="ticket-reference">{reference}</strong>
            {t.confirmation.after}
            {values.urgent ? t.confirmation.urgent : t.confirmation.normal}
          </Text>
          <Button variant="outline" colorPalette="green" alignSelf="flex-start" onClick={() => (setReference(null), setValues({ ...initial(), name: values.name, email: values.email }))}>
            {t.another}
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t.formLabel}>
          <Stack gap="4">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <FormField label={t.name} error={form.errors.name} required>
                <Input name="name" autoComplete="name" maxLength={TICKET_LIMITS.name} value={values.name} onChange={(e) => set('name', e.target.value)} />
              </FormField>
              <FormField label={t.email} error={form.errors.email} required>
                <Input name="email" type="email" autoComplete="email" maxLength={TICKET_LIMITS.email} value={values.email} onChange={(e) => set('email', e.target.value)} />
              </FormField>
              <FormField label={t.priority} error={form.errors.priority}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="priority" value={values.priority} onChange={(e) => set('priority', e.target.value as TicketPriority)}>
                    {TICKET_PRIORITIES.map((p) => (
                      <option key={p.value} value={p.value}>{t.priorities[p.value]}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t.category} error={form.errors.category}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="category" value={values.category} onChange={(e) => set('category', e.target.value as TicketCategory)}>
                    {TICKET_CATEGORIES.map((c) => (
                      <option key={c.value} value={c.value}>{t.categories[c.value]}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Grid>
            <FormField label={t.subject} error={form.errors.subject} required>
              <Input name="subject" maxLength={TICKET_LIMITS.subject} value={values.subject} onChange={(e) => set('subject', e.target.value)} />
            </FormField>
            <FormField label={t.description} helper={t.characters(values.description.length.toLocaleString(t.numberLocale), TICKET_LIMITS.description.toLocaleString(t.numberLocale))} error={form.errors.description} required>
              <Textarea name="description" rows={6} maxLength={TICKET_LIMITS.description} value={values.description} onChange={(e) => set('description', e.target.value)} placeholder={t.descriptionPlaceholder} />
            </FormField>
            <Checkbox.Root checked={values.urgent} onCheckedChange={(d) => set('urgent', d.checked === true)} colorPalette="red">
              <Checkbox.HiddenInput name="urgent" />
              <Checkbox.Control />
              <Checkbox.Label>{t.urgent}</Checkbox.Label>
            </Checkbox.Root>
            {form.formError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{form.formError}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="teal" size="lg" disabled={loading} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
              {loading ? t.submitting : t.submit}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
