import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/** The "+ New …" button of a list: a link to the page that adds one (`to`), or a button that opens the form. */
export function AddButton({ to, onClick, children }: { to?: string; onClick?: () => void; children: ReactNode }) {
  const content = (
    <>
      <Plus aria-hidden strokeWidth={1.75} />
      {children}
    </>
  );
  if (to) {
    return (
      <Button asChild>
        <Link to={to}>{content}</Link>
      </Button>
    );
  }
  return <Button onClick={onClick}>{content}</Button>;
}
