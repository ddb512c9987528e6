import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeResults, SUBMISSION_ID } from '../testing/results-fixture';
import { ResultsHeader } from './results-header';

describe('ResultsHeader', () => {
  it('offers the review as a PDF and for Word once a round is delivered', () => {
    render(<ResultsHeader results={makeResults()} canDecide />);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/submissions/${SUBMISSION_ID}/results.pdf`,
    );
    const word = screen.getByRole('link', { name: 'Download for Word' });
    expect(word).toHaveAttribute('href', `/api/submissions/${SUBMISSION_ID}/results.docx`);
    expect(word).toHaveAttribute('download');
  });

  it('offers neither download before the first delivery', () => {
    render(
      <ResultsHeader
        results={makeResults({ rounds: [], submission: { status: 'in_review' } })}
        canDecide
      />,
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download for Word' })).not.toBeInTheDocument();
  });

  it('names who wrote the latest round, not whoever has the order now', () => {
    render(
      <ResultsHeader
        results={makeResults({
          reviewedBy: 'Ada Lovelace',
          submission: { reviewer: { firstName: 'Riley', lastName: 'Reviewer' } },
        })}
        canDecide
      />,
    );
    expect(screen.getByText(/Reviewed by Ada Lovelace/)).toBeInTheDocument();
    expect(screen.queryByText(/Riley/)).not.toBeInTheDocument();
  });
});
