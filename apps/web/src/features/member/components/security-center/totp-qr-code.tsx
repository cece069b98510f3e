import { QrCode } from '../../../../components/ui/qr-code';

/** The otpauth URI as a QR code for the authenticator app. */
export function TotpQrCode({ uri, label, testId }: { uri: string; label: string; testId: string }) {
  return <QrCode text={uri} label={label} testId={testId} size={184} className="totp-qr" />;
}
