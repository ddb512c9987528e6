import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultRubric, type RubricScores } from '#shared/schemas/reviews.js';
import { RubricField } from './rubric-field';

function Harness() {
  const [scores, setScores] = useState<RubricScores>(defaultRubric);
  return (
    <>
      <button type="button">Before</button>
      <RubricField
        scores={scores}
        onChange={(criterion, score) => setScores((s) => ({ ...s, [criterion]: score }))}
      />
      <output>{JSON.stringify(scores)}</output>
    </>
  );
}

describe('RubricField', () => {
  it('is five radio groups of five stars, 3 by default', () => {
    render(<Harness />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((g) => g.textContent)).toHaveLength(5);
    expect(screen.getByRole('radiogroup', { name: 'Clarity' })).toBeInTheDocument();
    for (const name of ['Clarity', 'Structure', 'Voice', 'Authenticity', 'Ethics']) {
      expect(screen.getByRole('radio', { name: `${name}: 3 of 5` })).toBeChecked();
    }
  });

  it('takes one Tab stop per criterion and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Clarity: 3 of 5' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Clarity: 4 of 5' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Clarity: 4 of 5' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Clarity: 1 of 5' })).toBeChecked();
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Structure: 3 of 5' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}2');
    expect(screen.getByRole('radio', { name: 'Structure: 2 of 5' })).toBeChecked();
    expect(document.querySelector('output')).toHaveTextContent(
      '{"clarity":5,"structure":2,"voice":3,"authenticity":3,"ethics":3}',
    );
  });

  it('chooses a score with a click on a star', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Ethics: 5 of 5' }));
    expect(screen.getByRole('radio', { name: 'Ethics: 5 of 5' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Ethics: 3 of 5' })).not.toBeChecked();
  });
});
