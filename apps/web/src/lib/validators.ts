import { ZMobileSchema, ZSmsCodeSchema } from '@platform/contracts/identity';
import { PATTERN_SOURCES } from '@platform/contracts/registration-rules';

/** Format checks shared by every form that asks for a mobile number, an SMS code or an e-mail (spec §5). */
export const isValidMobile = (value: string): boolean => ZMobileSchema.safeParse(value).success;
export const isValidSmsCode = (value: string): boolean => ZSmsCodeSchema.safeParse(value).success;

const EMAIL = new RegExp(PATTERN_SOURCES.EMAIL, 'u');
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

/** spec §3 / contracts: a payment password is six digits. */
export const isValidPaymentPassword = (value: string): boolean => /^\d{6}$/.test(value);
