export { ERROR_CODES, ErrorCode, ErrorDetail, ErrorBody } from './errors';
export {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  Email,
  Password,
  SignUpRequest,
  SignInRequest,
  ROLES,
  Role,
  MeResponse,
} from './auth';
export { LANGUAGE_CODES, LanguageCode, WeightUnit, DISPLAY_NAME_MAX_LENGTH, UpdateProfileRequest } from './profile';
export { Language, LanguagesResponse } from './languages';
export { HealthResponse } from './health';
