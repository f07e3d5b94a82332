/**
 * Select options "code – name" of ERP records (customers, customer groups). The chosen codes stay
 * among the options even when the list lacks them (a group since removed, a customer the current
 * search does not find), so that a choice is never silently dropped.
 */
export function codeOptions(
  items: readonly { code: string; name: string }[] | undefined,
  chosen: readonly (string | null)[],
): { value: string; label: string }[] {
  const options = (items ?? []).map((item) => ({ value: item.code, label: `${item.code} – ${item.name}` }));
  for (const code of chosen) {
    if (code && !options.some((option) => option.value === code)) options.push({ value: code, label: code });
  }
  return options;
}
