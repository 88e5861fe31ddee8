import { TextInput } from '@mantine/core';
import { encode } from 'uqr';
import { TWO_FACTOR_CARD_TEXTS as TEXTS } from '../texts';

/** The setup key as people type it: groups of 4 characters. */
export const groupsOfFour = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The otpauth link as a QR code (uqr: a small, dependency-free encoder), drawn as one SVG path. */
export const QrCode = ({ text }: { text: string }) => {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={TEXTS.qrLabel}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      style={{ background: '#fff' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
};

/** Keeps 6 digits of what was typed or pasted (spaces and dashes go). */
const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export const CodeInput = ({
  value,
  onChange,
  label = TEXTS.code,
  required = true,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  required?: boolean;
}) => (
  <TextInput
    label={label}
    value={value}
    onChange={(event) => onChange(digitsOf(event.currentTarget.value))}
    inputMode="numeric"
    autoComplete="one-time-code"
    required={required}
    w={{ base: '100%', sm: 260 }}
  />
);
