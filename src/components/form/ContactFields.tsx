import { TextField } from './TextField';

/** An email address, as every lead form asks for it (required). */
export function EmailField({ label }: { label: string }) {
  return <TextField name="email" type="email" label={label} required autoComplete="email" />;
}

interface PhoneFieldProps {
  name: string;
  label: string;
  /** The expected digits, e.g. '10 digits'. */
  hint: string;
  required?: boolean;
}

/** An Indian phone number without the country code: digits, numeric keypad on phones. */
export function PhoneField({ name, label, hint, required = true }: PhoneFieldProps) {
  return (
    <TextField
      name={name}
      type="tel"
      label={label}
      hint={hint}
      required={required}
      inputMode="numeric"
      autoComplete="tel-national"
    />
  );
}
