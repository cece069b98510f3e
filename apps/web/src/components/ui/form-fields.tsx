import { PasswordField, TextField } from './text-field';

type TPresetProps<P> = Omit<P, 'required' | 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** A required e-mail address (recovery, binding): at most 254 characters, the e-mail keyboard and autofill. */
export function EmailField(props: TPresetProps<Parameters<typeof TextField>[0]>) {
  return <TextField {...props} required type="email" autoComplete="email" maxLength={254} />;
}

/** The member's current password, which proves who asks: required, at most 128 characters. */
export function CurrentPasswordField(props: TPresetProps<Parameters<typeof PasswordField>[0]>) {
  return <PasswordField {...props} required autoComplete="current-password" maxLength={128} />;
}

/** A six-digit payment password: required, the digits keyboard, never autofilled. */
export function PaymentPasswordField(props: TPresetProps<Parameters<typeof PasswordField>[0]>) {
  return <PasswordField {...props} required inputMode="numeric" autoComplete="off" maxLength={6} />;
}
