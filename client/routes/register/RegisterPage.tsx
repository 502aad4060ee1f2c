import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  REGISTRATION_FIELDS,
  REGISTRATION_TEXTS,
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '../../../shared/protocol/account';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { useToasts } from '../../ui/Toasts';
import {
  availabilityMessage,
  useUsernameAvailability,
  type Availability,
} from './useUsernameAvailability';
import { usePageTitle } from '../../ui/usePageTitle';

type FieldErrors = Partial<Record<RegistrationField, string>>;

const EMPTY: RegistrationInput = {
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
};

const FIELDS: Record<
  RegistrationField,
  { label: string; type: string; autoComplete: string; hint?: string }
> = {
  username: {
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    hint: 'Shown to other players. 3 to 255 characters.',
  },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  password: {
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least eight characters.',
  },
  password_confirmation: {
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
};

/** The errors to show: the server's first, then the local ones of the fields the user has touched. */
export function visibleErrors(
  input: RegistrationInput,
  touched: ReadonlySet<RegistrationField>,
  serverErrors: FieldErrors,
  availability: Availability,
): FieldErrors {
  const local = validateRegistration(input);
  const shown: FieldErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const error = serverErrors[field] ?? (touched.has(field) ? local[field] : undefined);
    if (error) shown[field] = error;
  }
  if (!shown.username && availability === 'taken')
    shown.username = REGISTRATION_TEXTS.usernameTaken;
  return shown;
}

/** Splits a 422 answer's `errors` into field errors and the rest. */
export function splitServerErrors(errors: unknown): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  if (Array.isArray(errors)) {
    other.push(...errors.filter((text): text is string => typeof text === 'string'));
  } else if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text !== 'string') continue;
      if ((REGISTRATION_FIELDS as readonly string[]).includes(field)) {
        fields[field as RegistrationField] = text;
      } else {
        other.push(text);
      }
    }
  }
  return { fields, other };
}

export interface RegisterPageProps {
  http?: HttpClient;
  /** Starting values and touched fields (tests and server rendering). */
  initial?: Partial<RegistrationInput>;
  initialTouched?: RegistrationField[];
}

/** `/register`: the registration form, validated as the user types. */
export function RegisterPage({
  http = defaultHttp,
  initial,
  initialTouched = [],
}: RegisterPageProps) {
  usePageTitle('Register');
  const { refresh } = useSession();
  const { show } = useToasts();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationInput>({ ...EMPTY, ...initial });
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(new Set(initialTouched));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const localErrors = validateRegistration(values);
  const checkedName = localErrors.username ? null : values.username.trim();
  const availability = useUsernameAvailability(http, checkedName);
  const errors = visibleErrors(values, touched, serverErrors, availability);
  const hasErrors = Object.keys(errors).length > 0;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target.name as RegistrationField;
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(new Set(REGISTRATION_FIELDS));
    const firstWrong = REGISTRATION_FIELDS.find((field) => errors[field] ?? localErrors[field]);
    if (firstWrong) {
      // Take the user to what needs fixing (its message is announced with the field).
      const input = event.currentTarget.elements.namedItem(firstWrong);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const result = await callRoute(http, 'POST /register', { body: values });
    if (result.ok) {
      await refresh();
      show(`Welcome to Conquest, ${result.data.user.username}!`, 'success');
      void navigate('/', { replace: true });
      return;
    }
    setSubmitting(false);
    const body = result.body as { errors?: unknown } | null;
    const { fields, other } = splitServerErrors(body?.errors);
    setServerErrors(fields);
    const unplaced = Object.keys(fields).length === 0 ? [result.error] : other;
    setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
  }

  function fieldMessage(field: RegistrationField) {
    if (field === 'username') {
      if (availability === 'checking')
        return { text: 'Checking availability…', tone: 'info' as const };
      const status = availabilityMessage(availability);
      if (status) return status;
    }
    const hint = FIELDS[field].hint;
    return hint ? { text: hint, tone: 'info' as const } : undefined;
  }

  return (
    <section className="auth-page" aria-labelledby="register-title">
      <div className="card auth-card">
        <h1 id="register-title">Create your account</h1>
        <p className="muted">Free to play. New accounts start with 100 tokens to join games.</p>
        <div className="alert-slot" role="alert">
          {formError && <p className="alert alert--error">{formError}</p>}
        </div>
        <form className="form" method="post" action="/register" noValidate onSubmit={onSubmit}>
          {REGISTRATION_FIELDS.map((field) => (
            <FormField
              key={field}
              name={field}
              label={FIELDS[field].label}
              type={FIELDS[field].type}
              autoComplete={FIELDS[field].autoComplete}
              value={values[field]}
              onChange={onChange}
              error={errors[field]}
              message={fieldMessage(field)}
              required
              spellCheck={false}
              autoCapitalize={field === 'username' ? 'none' : undefined}
            />
          ))}
          <Button type="submit" disabled={hasErrors} busy={submitting} className="btn--block">
            Register
          </Button>
        </form>
        <p className="auth-card__switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
