import '../testing/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaProviders } from '@platform/shared/ui';
import { useEffect } from 'react';
import { CropDialog } from './CropDialog';
import { cropToJpeg, loadImage } from './cropImage';

// jsdom neither decodes images nor lays out boxes: the cropper stands in with the area it would
// report for a 900 × 600 picture panned 40 px, and the canvas work is checked by the e2e test.
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function FakeCropper(props: {
    image: string;
    zoom: number;
    onCropComplete: (
      percentages: unknown,
      pixels: { x: number; y: number; width: number; height: number },
    ) => void;
    cropperProps: Record<string, string>;
  }) {
    const { onCropComplete } = props;
    useEffect(() => {
      onCropComplete({}, { x: 236, y: 0, width: 600, height: 601 });
    }, [onCropComplete]);
    return <div {...props.cropperProps} data-image={props.image} data-zoom={props.zoom} />;
  },
}));
jest.mock('./cropImage', () => ({
  loadImage: jest.fn(),
  cropToJpeg: jest.fn(),
}));

const picture = new Blob(['svg'], { type: 'image/svg+xml' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});

describe('CropDialog', () => {
  it('uploads the square under the stencil as the JPEG the cropper area gives', async () => {
    const image = { naturalWidth: 900, naturalHeight: 600 } as HTMLImageElement;
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    jest.mocked(loadImage).mockResolvedValue(image);
    jest.mocked(cropToJpeg).mockResolvedValue(jpeg);
    const onCropped = jest.fn();
    render(
      <AreaProviders>
        <CropDialog file={picture} onCancel={jest.fn()} onCropped={onCropped} />
      </AreaProviders>,
    );
    const dialog = await screen.findByRole('dialog');
    const stencil = await within(dialog).findByLabelText(/Picture to crop/);
    expect(stencil).toHaveAttribute('data-image', 'blob:picture');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.setup({ delay: null }).click(save);
    await waitFor(() => expect(onCropped).toHaveBeenCalledWith(jpeg));
    expect(cropToJpeg).toHaveBeenCalledWith(image, { x: 236, y: 0, size: 600 });
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });
});
