import { Button, ButtonGroup, Card, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/format';
import { useAdoptTypedValues } from '@/lib/useAdoptTypedValues';
import { joinFailureToast, joinSuccessToast } from '../joinToasts';
import type { JoinMode } from '../joinSchema';
import { CompetitionQuery, JoinCompetitionMutation } from '../operations';
import { useCompetitionT } from '../competitionText';

// The form's zod schemas load when a visitor starts on the form (or submits it), not with the page:
// evaluating zod was a third of the competition page's start-up script on a phone (bench/README.md).
const loadJoinSchema = () => import('../joinSchema');

/** The public join form: e-mail mode or username mode; only the chosen field is sent. */
export function JoinCompetitionForm() {
  const navigate = useNavigate();
  const ct = useCompetitionT();
  const [join, { loading }] = useMutation(JoinCompetitionMutation, { refetchQueries: [CompetitionQuery] });
  const [mode, setMode] = useState<JoinMode>('email');
  const [values, setValues] = useState({ email: '', username: '' });
  // The schema loads late (above), so this form holds its one message itself: useSchemaForm needs
  // its schema when the form renders. joinInput words it with the kit's fieldErrorsOf.
  const [error, setError] = useState<string | null>(null);
  const formRef = useAdoptTypedValues(values, (name, v) => setValues((prev) => ({ ...prev, [name]: String(v) })));

  const switchMode = (m: JoinMode) => {
    setMode(m);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let schema: Awaited<ReturnType<typeof loadJoinSchema>>;
    try {
      schema = await loadJoinSchema();
    } catch {
      notify(joinFailureToast(ct('entryFailed'), navigate, ct)); // the code could not be fetched (offline)
      return;
    }
    const parsed = schema.joinInput(mode, values[mode], ct);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      const { data } = await join({ variables: { input: parsed.input } });
      if (data?.joinCompetition.success) notify(joinSuccessToast(data.joinCompetition, ct));
    } catch (err) {
      notify(joinFailureToast(errorMessage(err, ct('entryFailed')), navigate, ct));
    }
  };

  return (
    <Card.Root variant="elevated" id="join">
      <Card.Body>
        <form ref={formRef} onSubmit={submit} onFocus={() => void loadJoinSchema()} onPointerEnter={() => void loadJoinSchema()} noValidate>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="lg">
                {ct('joinHeading')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {ct('joinHelp')}
              </Text>
            </Stack>
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={ct('joinWith')}>
              {(['email', 'username'] as const).map((m) => (
                <Button key={m} aria-pressed={mode === m} onClick={() => switchMode(m)} variant={mode === m ? 'solid' : 'outline'} colorPalette="teal">
                  {ct(`mode_${m}`)}
                </Button>
              ))}
            </ButtonGroup>
            {mode === 'email' ? (
              <FormField label={ct('emailAddress')} error={error ?? undefined} required>
                <Input name="email" type="email" autoComplete="email" placeholder="you@company.co.ke" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
              </FormField>
            ) : (
              <FormField label={ct('username')} error={error ?? undefined} required>
                <Input name="username" autoComplete="username" placeholder={ct('usernamePlaceholder')} value={values.username} onChange={(e) => setValues({ ...values, username: e.target.value })} />
              </FormField>
            )}
            <Button type="submit" colorPalette="teal" disabled={loading}>
              {loading ? ct('joining') : ct('joinTitle')}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {ct('joinPrivacy')}
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
