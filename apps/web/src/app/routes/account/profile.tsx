import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { textLinkClasses } from '#web/components/ui/form-card';
import { Page } from '#web/components/ui/page';
import { paths } from '#web/config/paths';
import { useCurrentUser } from '#web/features/auth/api/get-user-details';
import { Avatar } from '#web/features/auth/components/avatar';
import { AvatarUpload } from '#web/features/auth/components/avatar-upload';
import { ProfileForm } from '#web/features/auth/components/profile-form';

/** SPEC §2 Profile: the 80 px avatar with its upload popup, and the profile form. */
export default function ProfilePage() {
  const { user, error, refetch } = useCurrentUser();
  const [avatarOpen, setAvatarOpen] = useState(false);

  if (!user) {
    return (
      <Page title="Profile">
        {error ? (
          <div role="alert" className="mt-6">
            <p className="text-sm text-slate-700">{error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-6 text-sm text-slate-500">
            Loading…
          </p>
        )}
      </Page>
    );
  }

  return (
    <Page title="Profile">
      <div className="mt-6 flex items-center gap-4">
        <Avatar src={user.avatar || undefined} name={user.name} alt="Your avatar" />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setAvatarOpen(true)}
          aria-label="Edit avatar"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      </div>
      <AvatarUpload
        open={avatarOpen}
        onClose={() => setAvatarOpen(false)}
        currentAvatar={user.avatar || undefined}
        name={user.name}
      />
      <div className="mt-8">
        <ProfileForm key={`${user.name}|${user.email}|${user.mobile}`} user={user} />
      </div>
      {!user.hasPassword && (
        <p className="mt-6 max-w-xl text-sm text-slate-600">
          You sign in with Google. To sign in with a password as well, set one through{' '}
          <Link to={paths.forgotPassword} className={textLinkClasses}>
            Forgot password
          </Link>
          .
        </p>
      )}
    </Page>
  );
}
