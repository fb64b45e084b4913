import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker.js';

describe('FilePicker', () => {
  it('is a Dutch button, says what was chosen and offers a remove button per file', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onRemove = vi.fn();
    const { container, rerender } = render(
      <FilePicker label="Foto's" files={[]} onChoose={onChoose} onRemove={onRemove} />,
    );
    expect(screen.getByRole('group', { name: "Foto's" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto of bestand kiezen' })).toBeInTheDocument();
    expect(screen.getByText('Nog geen foto of bestand gekozen')).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const photo = new File(['x'], 'bed.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    expect(onChoose).toHaveBeenCalledWith([photo]);

    rerender(
      <FilePicker
        label="Foto's"
        files={[
          { id: 1, name: 'bed.jpg', url: 'data:image/jpeg;base64,eA==', mimeType: 'image/jpeg' },
          {
            id: 2,
            name: 'bon.pdf',
            url: 'data:application/pdf;base64,eA==',
            mimeType: 'application/pdf',
          },
        ]}
        onChoose={onChoose}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByText('2 bestanden gekozen')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'data:image/jpeg;base64,eA==');
    await user.click(screen.getByRole('button', { name: 'bon.pdf verwijderen' }));
    expect(onRemove).toHaveBeenCalledWith(2);
  });
});
