import { useEffect } from 'react';
import { switchLanguage } from '../lib/i18n';
import { useSession } from '../lib/session';
import { storeShowPrice } from '../lib/storage';

/**
 * Once signed in, the profile's language wins (D8) and the show-price choice is kept in the
 * browser (D12). The language is the person's at the keyboard (`session.language`): a Sales user
 * acting for a Dutch customer keeps reading their own. Runs only when the session's values change,
 * so a language the user just picked in the header is not overwritten while its save is under way.
 */
export function SessionSync() {
  const { data: session } = useSession();
  const language = session?.language;
  const showPrice = session?.user.showPrice;

  useEffect(() => {
    if (language) void switchLanguage(language);
  }, [language]);

  useEffect(() => {
    if (showPrice !== undefined) storeShowPrice(showPrice);
  }, [showPrice]);

  return null;
}
