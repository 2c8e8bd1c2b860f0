import { Avatar, type AvatarSize } from '@clinic/ui';
import { useQuery } from '@tanstack/react-query';
import { uploader } from '../../app/uploader';

/** The patient's photo (its signed URL is resolved in batches and cached), else the initials of the name. */
export function PatientAvatar({
  name,
  fileId,
  size = 'md',
}: {
  name: string;
  fileId: number | null;
  size?: AvatarSize;
}) {
  const url = useQuery({
    queryKey: ['file-url', fileId],
    queryFn: async () => (fileId ? ((await uploader.resolveUrl(fileId)) ?? null) : null),
    enabled: fileId !== null,
  });
  return <Avatar name={name} src={fileId ? url.data : null} size={size} />;
}
