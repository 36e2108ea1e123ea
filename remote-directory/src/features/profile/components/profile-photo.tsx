import { Avatar, Button, Flex, Upload, useNotify } from '@portal/shared-ui';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { displayNameOf, failureMessageOf, type CurrentUser } from '@portal/shared-auth';
import { useUploadUserPhotoMutation } from '../../employees';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

type Props = { user: CurrentUser; onUploaded: () => Promise<void> };

/** The round profile photo (spec §2) with an upload button; the server checks the file's content again. */
export function ProfilePhoto({ user, onUploaded }: Props) {
  const notify = useNotify();
  const [upload, { isLoading }] = useUploadUserPhotoMutation();

  const handleFile = async (file: File) => {
    // Checked here too, so the user hears at once instead of after sending 20 MB.
    if (!ACCEPTED_TYPES.includes(file.type)) return notify.error('Photo not uploaded', 'The photo must be a PNG, JPEG or WebP image.');
    if (file.size > MAX_BYTES) return notify.error('Photo not uploaded', 'The photo must be at most 2 MB.');
    try {
      await upload({ id: user.id, file }).unwrap();
      await onUploaded();
      notify.success('Photo updated successfully');
    } catch (caught) {
      // The server's whole sentence ("The photo must be at most 50 megapixels."): the photo has no form field.
      notify.error('Photo not uploaded', failureMessageOf(caught, 'Failed to upload the photo. Please try again.'));
    }
  };

  return (
    <Flex vertical align="center" gap={8}>
      {user.profilePhotoUrl ? (
        <Avatar size={96} src={user.profilePhotoUrl} alt={`Photo of ${displayNameOf(user)}`} />
      ) : (
        <Avatar size={96} icon={<UserOutlined />} aria-label="No photo" />
      )}
      <Upload
        accept={ACCEPTED_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void handleFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button size="small" icon={<CameraOutlined aria-hidden />} loading={isLoading}>
          {user.profilePhotoUrl ? 'Change Photo' : 'Upload Photo'}
        </Button>
      </Upload>
    </Flex>
  );
}
