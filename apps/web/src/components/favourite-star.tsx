import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStarred, keepsFavourites, useFavourites, useToggleFavourite } from '../lib/favourites';
import { useOptionalSession } from '../lib/session';
import { Hint } from './hint';
import { IconStar, IconStarFilled } from './icons';
import { notifyError } from './notify-error';

interface FavouriteStarProps {
  itemCode: string;
  /** The item's name, for the button's label (a screen reader hears which item it stars). */
  itemName?: string | undefined;
}

/**
 * The star on an item line: a toggle button (aria-pressed) named after the item. Its state is the one
 * favourites query every screen shares; nothing is drawn for who keeps no favourites (an Administrator).
 */
export function FavouriteStar({ itemCode, itemName }: FavouriteStarProps) {
  const { t } = useTranslation();
  const session = useOptionalSession();
  const isAvailable = keepsFavourites(session) && itemCode.trim() !== '';
  const favourites = useFavourites(isAvailable);
  const toggle = useToggleFavourite();
  if (!isAvailable) return null;
  const isOn = isStarred(favourites.data, itemCode);
  const item = itemName ? `${itemCode} ${itemName}` : itemCode;
  const label = t('savedLists.star.label', { item });
  return (
    // A Hint, not Mantine's Tooltip: the star is on every line of the order forms and the stock check, and
    // Mantine's would bring floating-ui and its portal into their first paint (hint.tsx).
    <Hint label={isOn ? t('savedLists.star.on') : t('savedLists.star.off')}>
      <ActionIcon
        variant="subtle"
        color={isOn ? 'yellow' : 'gray'}
        size="md"
        aria-label={label}
        aria-pressed={isOn}
        disabled={favourites.isPending}
        data-favourite-star={itemCode}
        onClick={(event) => {
          // A star on a clickable row stars the item; it does not open the row.
          event.stopPropagation();
          toggle.mutate({ itemCode, isOn: !isOn }, { onError: (error) => notifyError(t, error) });
        }}
      >
        {isOn ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Hint>
  );
}
