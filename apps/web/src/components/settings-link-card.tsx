import { Link } from 'react-router';
import { Button } from './ui/button';
import { Card, CardDescription, CardTitle } from './ui/card';

/** A card on the settings page that says what a settings page of its own is for, and leads there. */
export function SettingsLinkCard({
  title,
  description,
  to,
  label,
}: {
  title: string;
  description: string;
  to: string;
  label: string;
}) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      <div className="mt-4">
        <Button asChild variant="secondary">
          <Link to={to}>{label}</Link>
        </Button>
      </div>
    </Card>
  );
}
