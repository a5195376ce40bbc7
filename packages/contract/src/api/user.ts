import { group } from './group.js';

export const userApiRoutes = /* @__PURE__ */ group('user', {
  register: { method: 'POST', path: '/api/user/register' },
  /** E-mail and password, or a Google ID token (`OAuth: true`): Google sign-in too. */
  login: { method: 'POST', path: '/api/user/login' },
  /** Called by the web app's session renewal itself (lib/api-client.ts), not by callApi. */
  refreshToken: { method: 'POST', path: '/api/user/refresh-token' },
  logout: { method: 'GET', path: '/api/user/logout' },
  details: { method: 'GET', path: '/api/user/user-details' },
  forgotPassword: { method: 'PUT', path: '/api/user/forgot-password' },
  verifyOtp: { method: 'PUT', path: '/api/user/verify-forgot-password-otp' },
  resetPassword: { method: 'PUT', path: '/api/user/reset-password' },
  update: { method: 'PUT', path: '/api/user/update-user' },
  uploadAvatar: { method: 'PUT', path: '/api/user/upload-avatar' },
});
