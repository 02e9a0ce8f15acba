import '../testing/dom';
import { render, screen } from '@testing-library/react';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it('states that children under 13 are not addressed', () => {
    render(<PrivacyPage />);
    expect(screen.getByText(/not addressed to children under 13/)).toBeInTheDocument();
  });

  it('promises a reply to complaints within 30 days', () => {
    render(<PrivacyPage />);
    expect(screen.getByText(/reply to every privacy complaint within 30 days/)).toBeInTheDocument();
  });
});
