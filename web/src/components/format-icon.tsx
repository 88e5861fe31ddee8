import { IconBook, IconBooks, IconFileText, IconHeart, IconMail, IconPhoto } from '@tabler/icons-react';

/** The icons a format may name (its `icon` field); any other name shows a plain page. */
const icons = {
  book: IconBook,
  books: IconBooks,
  photo: IconPhoto,
  mail: IconMail,
  heart: IconHeart,
} as const;

/** A format's icon, decorative: the format's name always stands beside it. */
export const FormatIcon = ({ icon, size = 28 }: { icon: string | undefined; size?: number }) => {
  const Icon = (icon && icons[icon as keyof typeof icons]) || IconFileText;
  return <Icon size={size} aria-hidden="true" stroke={1.6} />;
};
