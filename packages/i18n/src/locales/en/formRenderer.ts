import type { Shape } from '../../types';
import type vi from '../vi/formRenderer';

const formRenderer: Shape<typeof vi> = {
  clinicNamed: 'As named by the clinic',
  empty: 'This form has no fields yet',
  dateTime: {
    time: '{{label}} – time',
  },
  images: {
    add: 'Add images',
    hint: {
      one: 'JPG or PNG image, up to {{max}} MB, at most {{count}} image',
      other: 'JPG or PNG images, up to {{max}} MB each, at most {{count}} images',
    },
    count: { one: '{{count}}/{{max}} images', other: '{{count}}/{{max}} images' },
    image: 'Image {{index}}',
    open: 'Open image {{index}} full size',
    remove: 'Remove image {{index}}',
    removed: 'One image removed.',
    undo: 'Undo',
  },
  video: {
    add: 'Choose a video',
    hint: 'One MP4 or AVI video, up to {{max}} MB',
    label: 'Video',
    remove: 'Remove video',
    removed: 'Video removed.',
    loading: 'Loading video…',
  },
  upload: {
    progress: 'Uploading {{name}}',
    percent: '{{percent}}%',
  },
  errors: {
    wrongType: '“{{name}}” has the wrong format: only {{types}} are accepted.',
    tooLarge: '“{{name}}” is too large: at most {{max}} MB.',
    tooMany: 'At most {{max}} files can be uploaded; “{{name}}” was not added.',
    empty: '“{{name}}” is an empty file.',
    failed: 'Could not upload “{{name}}”: {{reason}}',
    dismiss: 'Hide the error',
  },
  avatar: {
    choose: 'Choose a profile picture',
    change: 'Change picture',
    upload: 'Upload picture',
    remove: 'Remove picture',
    hint: 'JPG, PNG or HEIC, up to {{max}} MB',
    uploading: 'Uploading the picture…',
  },
};

export default formRenderer;
