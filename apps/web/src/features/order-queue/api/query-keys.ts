const all = ['order-queue'] as const;

export const orderQueueKeys = {
  all,
  list: [...all, 'list'] as const,
};
