import { QrCode } from '../../../components/ui/qr-code';

/** The invitation link as a QR code. */
export function ReferralQrCode({ link, label }: { link: string; label: string }) {
  return <QrCode text={link} label={label} testId="referral-qr" size={168} className="referral-qr" />;
}
