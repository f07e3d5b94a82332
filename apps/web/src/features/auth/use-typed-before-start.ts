import type { UseFormReturnType } from '@mantine/form';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { type TypedBeforeStart, takeTypedBeforeStart } from '../../lib/sign-in-markup';

interface SignInValues {
  email: string;
  password: string;
  showPrice: boolean;
}

const fieldOf: Record<NonNullable<TypedBeforeStart['focused']>, string> = {
  email: 'input[type="email"]',
  password: 'input[type="password"]',
  showPrice: 'input[type="checkbox"]',
};

/**
 * The sign-in form takes over what the visitor did in the page's markup before the app came
 * (lib/sign-in-markup.ts): what they typed and ticked, the field they were in, and a press of the button
 * or of Enter, which signs in now. Done before the browser paints the app's form in the markup's place,
 * so nothing the visitor typed is seen to go. Returns the ref of the form.
 */
export function useTypedBeforeStart(
  form: UseFormReturnType<SignInValues>,
  submit: () => void,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const formApi = useRef(form);
  formApi.current = form;
  useLayoutEffect(() => {
    const typed = takeTypedBeforeStart();
    if (!typed) return;
    const { email, password, showPrice, focused, isSubmitWanted } = typed;
    formApi.current.setValues({ email, password, ...(showPrice === null ? {} : { showPrice }) });
    if (focused) formRef.current?.querySelector<HTMLInputElement>(fieldOf[focused])?.focus();
    if (isSubmitWanted) submitRef.current();
  }, []);
  return formRef;
}
