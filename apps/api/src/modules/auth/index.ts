// The auth module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export {
  API_KEY_PREFIX,
  type ApiKeyRateState,
  rateLimitHeaders,
  resolveApiKeyContext,
} from './api-key-context.service.js';
export { authJobs } from './auth.jobs.js';
export { authRoutes } from './auth.routes.js';
export {
  checkPasswordRules,
  consumeRateLimit,
  hashPassword,
  issuePasswordLink,
  mailPasswordLink,
  type PasswordLink,
  sendPasswordLink,
} from './auth.service.js';
export { redactingSerializers, redactUrlsInText } from './log-redaction.js';
export { loginAsRoutes } from './login-as.routes.js';
export { endSessionsOfUser } from './login-as.service.js';
export { countWindowHit } from './rate-limit.js';
export { resolveSessionContext } from './request-context.service.js';
export { landingFor, toSessionResponse } from './session-view.js';
export { shipToRoutes } from './ship-to.routes.js';
export { deleteRememberedDevicesOfUser as forgetRememberedDevices } from './two-factor.repository.js';
export { twoFactorRoutes } from './two-factor.routes.js';
export { resetSecondFactor } from './two-factor.service.js';
