import { TextLink } from '#client/components/ui/text-link';

/**
 * A person's name linking to their orders on the admin orders list (`applicantOrdersPath`,
 * `reviewerOrdersPath`); screen readers hear where it goes.
 */
export function TheirOrdersLink({ name, href }: { name: string; href: string }) {
  return (
    <TextLink href={href} aria-label={`${name}: their orders`}>
      {name}
    </TextLink>
  );
}
