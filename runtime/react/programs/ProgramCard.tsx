// The card a program plugin shows on For you (a credit or points card with Copy ID): its mark,
// name and optional badge, then what the plugin puts in it, then its actions. With the skeleton of the same
// size while loading and the problem line with a retry when the provider cannot answer.
import { useId, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { AlertIcon, ArrowIcon, ChevronIcon, PROGRAM_MARKS, type ProgramMark } from './icons.tsx';
import { PROGRAM_CSS } from './styles.ts';

export interface ProgramCardProps {
  /** The program's name: the card's heading and its region's accessible name. */
  title: string;
  mark: ProgramMark;
  /** The brand colour (`--program-accent`) and its tint (`--program-soft`). */
  accent: string;
  soft: string;
  /** A short label beside the name (a tier, a status). */
  badge?: string;
  /** Names the plugin on the element (`data-program`), for tests and the merchant's CSS. */
  program: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The program's brand colours as the custom properties its styles read. */
const programStyle = (accent: string, soft: string) => ({ '--program-accent': accent, '--program-soft': soft }) as CSSProperties;

function Mark({ mark }: { mark: ProgramMark }) {
  const Icon = PROGRAM_MARKS[mark];
  return (
    <span className="status-program-mark" aria-hidden="true">
      <Icon />
    </span>
  );
}

export function ProgramCard({ title, mark, accent, soft, badge, program, children, actions }: ProgramCardProps) {
  const titleId = useId();
  return (
    <section className="status-program" data-program={program} style={programStyle(accent, soft)} aria-labelledby={titleId}>
      <style>{PROGRAM_CSS}</style>
      <div className="status-program-head">
        <Mark mark={mark} />
        <h2 id={titleId}>{title}</h2>
        {badge ? <span className="status-program-badge">{badge}</span> : null}
      </div>
      {children}
      {actions ? <div className="status-program-actions">{actions}</div> : null}
    </section>
  );
}

export interface ProgramRowProps extends Omit<ProgramCardProps, 'badge' | 'actions'> {
  /** The key fact under the name, in a line or two. */
  fact?: ReactNode;
  /** Where the row leads (the program's own page): the whole row is the link, named by its label. */
  link?: ProgramLinkProps;
}

/**
 * A program condensed to one row (For you lists membership and subscriptions this way): mark, name and key
 * fact, and a chevron to the program's page, which has the whole card. `children` goes under the fact (a problem
 * line with its retry, say).
 */
export function ProgramRow({ title, mark, accent, soft, program, fact, link, children }: ProgramRowProps) {
  const titleId = useId();
  return (
    <section className="status-program-row" data-program={program} style={programStyle(accent, soft)} aria-labelledby={titleId}>
      <style>{PROGRAM_CSS}</style>
      <Mark mark={mark} />
      <div className="status-program-row-body">
        <h2 id={titleId}>{title}</h2>
        {fact ? <p className="status-program-row-fact">{fact}</p> : null}
        {children}
      </div>
      {link ? (
        <a className="status-program-row-link" href={link.href} onClick={link.onClick} {...(link.busy ? { 'aria-busy': true } : {})}>
          <span className="status-visually-hidden">{link.label}</span>
          <ChevronIcon />
        </a>
      ) : null}
    </section>
  );
}

/** A big number and its unit: "1,250 points", "$42.50". */
export function ProgramValue({ value, unit }: { value: string; unit?: string }) {
  return (
    <p className="status-program-value">
      <strong>{value}</strong>
      {unit ? <span>{unit}</span> : null}
    </p>
  );
}

export interface ProgramLinkProps {
  href: string;
  label: string;
  /** Runs before the browser follows the link (tracking); it may call `event.preventDefault()` and go itself. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy?: boolean;
  primary?: boolean;
}

/** The card's link to the program (rewards page, membership page, subscriptions). */
export function ProgramLink({ href, label, onClick, busy, primary }: ProgramLinkProps) {
  return (
    <a className="status-button" href={href} onClick={onClick} {...(primary ? { 'data-variant': 'primary' } : {})} {...(busy ? { 'aria-busy': true } : {})}>
      {label}
      <ArrowIcon />
    </a>
  );
}

/** The card while its data loads: the same outline, announced once. `small`: a card without an action row; `row`: a ProgramRow. */
export function ProgramSkeleton({ label, program, small, row }: { label: string; program: string; small?: boolean; row?: boolean }) {
  const size = row ? 'row' : small ? 'small' : null;
  return (
    <div className="status-program-skeleton" data-program={program} role="status" aria-busy="true" {...(size ? { 'data-size': size } : {})}>
      <style>{PROGRAM_CSS}</style>
      <span className="status-visually-hidden">{label}</span>
      <span className="status-skeleton-block" aria-hidden="true" />
      <span className="status-skeleton-block" aria-hidden="true" />
      <span className="status-skeleton-block" aria-hidden="true" />
    </div>
  );
}

/** What went wrong, in the card, with a retry. */
export function ProgramProblem({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <>
      <p className="status-program-problem" role="alert">
        <AlertIcon />
        {message}
      </p>
      <div className="status-program-actions">
        <button type="button" className="status-button" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </>
  );
}
