import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueTree, TreeAddButton, TreeItem } from './catalogue-tree.js';

function Tree({ isChosen, onAdd }: { isChosen: boolean; onAdd: () => void }) {
  return (
    <CatalogueTree label="Catalogus">
      <TreeItem
        title="Bedden"
        opens={() => (
          <CatalogueTree>
            <TreeItem
              title="Hoog-laagbed"
              actions={
                <TreeAddButton
                  isChosen={isChosen}
                  text="Toevoegen"
                  chosenText="Toegevoegd"
                  label="Hoog-laagbed toevoegen"
                  chosenLabel="Hoog-laagbed toegevoegd"
                  onAdd={onAdd}
                />
              }
            />
          </CatalogueTree>
        )}
      />
    </CatalogueTree>
  );
}

describe('CatalogueTree', () => {
  it('opens a node with its disclosure button and draws what it holds only then', async () => {
    render(<Tree isChosen={false} onAdd={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Bedden' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Hoog-laagbed')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(group).toContainElement(screen.getByText('Hoog-laagbed'));

    await userEvent.click(toggle);
    expect(screen.queryByText('Hoog-laagbed')).not.toBeInTheDocument();
  });

  it('adds an item once: a chosen one says Toegevoegd and adds nothing', async () => {
    const onAdd = vi.fn();
    const { rerender } = render(<Tree isChosen={false} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bedden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hoog-laagbed toevoegen' }));
    expect(onAdd).toHaveBeenCalledTimes(1);

    rerender(<Tree isChosen onAdd={onAdd} />);
    const chosen = screen.getByRole('button', { name: 'Hoog-laagbed toegevoegd' });
    expect(chosen).toHaveTextContent('Toegevoegd');
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(chosen);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
