// An e-mail address in running text that wraps at its @, never inside its name or domain (a line would
// otherwise break after a hyphen): each side stays whole, and a side wider than the line ends in an ellipsis
// (the title holds the whole address). Loaded when used (loadEmail), so no first open carries it; its style
// is on the element, so no stylesheet text sits inside the sentence.
import type { CSSProperties } from 'react';

const SIDE: CSSProperties = { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' };

export default function Email({ address }: { address: string }) {
  return (
    <span className="status-email" title={address}>
      {address.split(/(?=@[^@]*$)/).map((side) => (
        <span key={side} style={SIDE}>
          {side}
        </span>
      ))}
    </span>
  );
}
