import { Share2 } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button } from '#web/components/ui/button';

/** Copies the product's address (SPEC §8: 'link copied to clipboard'; a failure is only logged). */
export function ShareButton({ path }: { path: string }) {
  async function share() {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
      toast.success('link copied to clipboard');
    } catch (error) {
      console.warn('Could not copy the product link', error);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={share} aria-label="Share: copy product link">
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}
