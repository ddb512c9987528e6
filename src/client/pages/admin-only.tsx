import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { toast } from '#client/components/ui/use-toast';
import { useAuth } from '#client/features/auth/api/use-auth';

/**
 * docs/product.md §5 Access: admin screens are for admins. A signed-in user of another role gets
 * the 'Access Denied' toast and nothing is rendered. (Signed-out visitors never get here: the
 * signed-in guard around it sends them to sign in.)
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user?.role === 'admin' ? children : <NotAdmin />;
}

function NotAdmin() {
  useEffect(() => {
    toast({
      title: 'Access Denied',
      description: "You don't have admin privileges.",
      variant: 'destructive',
    });
  }, []);
  return null;
}
