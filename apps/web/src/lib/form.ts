import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';

/**
 * Input props of a Mantine form whose errors are translation keys (lib/validators, lib/errors),
 * translated at render time so that a message follows the user when they switch language.
 */
export function translatedInputProps<Values>(
  form: UseFormReturnType<Values>,
  path: keyof Values & string,
  t: TFunction,
  options?: { type?: 'input' | 'checkbox' },
) {
  const props = form.getInputProps(path, options);
  const key = form.errors[path];
  const error = typeof key === 'string' && key ? t(key) : undefined;
  // Mantine's PasswordInput leaves aria-invalid off its input; set it for every field alike.
  return { ...props, error, 'aria-invalid': error ? true : undefined };
}
