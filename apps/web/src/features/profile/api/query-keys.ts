export const profileKeys = {
  all: ['profile'] as const,
  twoFactor: ['profile', 'two-factor'] as const,
};
