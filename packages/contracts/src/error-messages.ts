import type { TErrorCode } from './errors';
import type { TLanguage } from './i18n';

/**
 * The texts of the error codes (spec §8 messages where the spec names them), per language.
 * `{fields}` is replaced with the names of the failing fields.
 */
export const ERROR_MESSAGES: Record<TLanguage, Record<TErrorCode, string>> = {
  es: {
    BAD_REQUEST: 'La solicitud no es válida.',
    VALIDATION_FAILED: 'Revise los campos: {fields}.',
    MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
    BAD_PAYLOAD: 'No se pudo descifrar el contenido cifrado de la solicitud.',
    PLAIN_PAYLOAD_REFUSED: 'Esta solicitud debe enviarse cifrada.',
    NOT_LOGGED_IN: 'No ha iniciado sesión, por favor inicie sesión.',
    SESSION_EXPIRED: 'Su sesión ha caducado, por favor inicie sesión de nuevo.',
    FORBIDDEN: 'No tiene permiso para realizar esta acción.',
    TRIAL_FORBIDDEN: 'Necesita una cuenta real para usar esta función.',
    NON_MEMBER_LOGIN: 'Una cuenta que no es de miembro no puede iniciar sesión.',
    NON_AGENT_LOGIN: 'Quien no es agente no puede iniciar sesión.',
    REGION_RESTRICTED: 'El servicio no está disponible en su región.',
    NOT_FOUND: 'No se encontró lo que busca.',
    METHOD_NOT_ALLOWED: 'Método no permitido.',
    CONFLICT: 'La operación entra en conflicto con el estado actual.',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido.',
    CAPTCHA_REQUIRED: 'Por favor, introduzca el captcha.',
    INSUFFICIENT_BALANCE: 'Saldo insuficiente.',
    THROTTLED: 'Demasiadas solicitudes, inténtelo de nuevo en un momento.',
    MAINTENANCE: 'El sistema está en mantenimiento.',
    INTERNAL: 'Error desconocido.',
  },
  en: {
    BAD_REQUEST: 'The request is not valid.',
    VALIDATION_FAILED: 'Please check the fields: {fields}.',
    MALFORMED_JSON: 'The request body is not valid JSON.',
    BAD_PAYLOAD: 'The encrypted request payload could not be decrypted.',
    PLAIN_PAYLOAD_REFUSED: 'This request must be sent encrypted.',
    NOT_LOGGED_IN: 'You are not logged in, please login.',
    SESSION_EXPIRED: 'Your session has expired, please log in again.',
    FORBIDDEN: 'You are not allowed to do this.',
    TRIAL_FORBIDDEN: 'You need a real account to use this feature.',
    NON_MEMBER_LOGIN: 'Non-member account unable to login.',
    NON_AGENT_LOGIN: 'Non-agents cannot log in.',
    REGION_RESTRICTED: 'The service is not available in your region.',
    NOT_FOUND: 'Not found.',
    METHOD_NOT_ALLOWED: 'Method not allowed.',
    CONFLICT: 'The operation conflicts with the current state.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
    CAPTCHA_REQUIRED: 'Please enter the captcha.',
    INSUFFICIENT_BALANCE: 'Insufficient balance.',
    THROTTLED: 'Too many requests, please try again in a moment.',
    MAINTENANCE: 'The system is under maintenance.',
    INTERNAL: 'Unknown error.',
  },
};

export function errorMessage(lang: TLanguage, code: TErrorCode, fields: string[] = []): string {
  return ERROR_MESSAGES[lang][code].replace('{fields}', fields.join(', '));
}
