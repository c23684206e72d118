import { Fragment } from 'react';

/**
 * An e-mail address that may wrap where a reader expects it to: before the @ and after each dot or hyphen (`<wbr>`),
 * so "kari.nordmann@eksempel.no" in a phone's card reads "kari.nordmann" / "@eksempel.no", not "kari.nordm" / "ann@…".
 * A part longer than the line still breaks anywhere (the kit's `overflow-wrap: anywhere`), never out of its box.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=[.-])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
