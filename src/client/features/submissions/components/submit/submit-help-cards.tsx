import { Clock, FileCheck, HelpCircle, Mail, MessageCircle, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { findPackage } from '#shared/domain/packages.js';
import type { PackageTier } from '#shared/domain/packages.js';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

function ExpectItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-primary [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** What happens after payment, with the chosen package's turnaround. */
export function WhatToExpect({ packageTier }: { packageTier: PackageTier }) {
  const turnaround = findPackage(packageTier)?.turnaround ?? '48-72 hours';
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">What to Expect</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm text-slate-700">
          <ExpectItem icon={<UserCheck />}>
            A licensed attorney reviewer is assigned after your payment is confirmed; we email you
            when it happens.
          </ExpectItem>
          <ExpectItem icon={<Clock />}>
            Your feedback arrives within {turnaround}, or sooner with Rush Delivery. If we miss the
            deadline and cannot reassign your order within 24 hours, you get a full refund.
          </ExpectItem>
          <ExpectItem icon={<FileCheck />}>
            Download your reviewed statement and summary memo from your dashboard.
          </ExpectItem>
        </ul>
      </CardContent>
    </Card>
  );
}

const linkClass =
  'flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-primary hover:bg-slate-100 [&_svg]:size-4';

/** Where to get help before ordering: FAQ, and the contact form for chat or email. */
export function SupportLinks() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Need Help?</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          <li>
            <Link href="/support" className={linkClass}>
              <HelpCircle aria-hidden="true" />
              FAQ
            </Link>
          </li>
          <li>
            <Link href="/support#contact" className={linkClass}>
              <MessageCircle aria-hidden="true" />
              Live chat
            </Link>
          </li>
          <li>
            <Link href="/support#contact" className={linkClass}>
              <Mail aria-hidden="true" />
              Email support
            </Link>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
