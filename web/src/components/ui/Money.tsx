import { Span, type SpanProps } from '@chakra-ui/react';
import { formatKsh } from '@/lib/format';

export interface MoneyProps extends Omit<SpanProps, 'children'> {
  /** Amount in integer cents of KSh. */
  cents: number;
  /** Drop the decimals (large figures on cards). */
  whole?: boolean;
}

/** An amount in KSh from cents, with tabular digits so columns line up. */
export function Money({ cents, whole, ...rest }: MoneyProps) {
  return (
    <Span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...rest}>
      {formatKsh(cents, { whole })}
    </Span>
  );
}
