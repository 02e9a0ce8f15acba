import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { envelope, installFakeApi, resetSession } from '@platform/shared/testing';
import { markSent, readSent } from '../services/otpMarkers';
import { CUSTOMER, LINK_KEY } from '../testing/orders';
import { OtpDialog } from './OtpDialog';

afterEach(resetSession);

function routes(sendStatus = 200, link: object = { phone_ending: '678' }) {
  return installFakeApi({
    'POST /wholesale-customers/link': { body: envelope(link) },
    'POST /wholesale-customers/send-otp':
      sendStatus === 200
        ? { body: envelope({ sent: true, resend_in_seconds: 60, phone_ending: '678' }) }
        : { networkError: true },
    'POST /wholesale-customers/verify-otp': {
      body: envelope({ token: 'customer-token', customer: CUSTOMER }),
    },
  });
}

function show(onVerified = jest.fn()) {
  return render(
    <App>
      <OtpDialog linkKey={LINK_KEY} onVerified={onVerified} />
    </App>,
  );
}

describe('account verification dialog', () => {
  it('says a secure code will be sent to the phone number ending in the shown digits', async () => {
    routes();
    show();
    expect(await screen.findByText('Account Verification Required')).toBeInTheDocument();
    expect(
      await screen.findByText(/a secure code will be sent to the phone number ending in 678/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('after Send OTP shows six single-digit inputs, Verify and the resend countdown', async () => {
    const server = routes();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    expect(server.callsTo('POST /wholesale-customers/send-otp')[0].body).toEqual({ key: LINK_KEY });
  });

  it('keeps the cooldown across a reload', async () => {
    routes();
    const first = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: /Resend OTP in \d+s/ });
    first.unmount();
    show();
    expect(await screen.findByRole('button', { name: /Resend OTP in (59|60)s/ })).toBeDisabled();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
  });

  it('shows the live code the server holds, when the page was reloaded before the send answered', async () => {
    routes(200, { phone_ending: '678', code_sent_seconds_ago: 20 });
    show();
    expect(await screen.findByRole('button', { name: 'Resend OTP in 40s' })).toBeDisabled();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    expect(readSent({ kind: 'link', key: LINK_KEY })).not.toBeNull();
  });

  it('offers Send OTP again when the server holds no live code, whatever the browser remembered', async () => {
    markSent({ kind: 'link', key: LINK_KEY }, Date.now() - 10_000);
    routes(200, { phone_ending: '678', code_sent_seconds_ago: null });
    show();
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(0);
    expect(readSent({ kind: 'link', key: LINK_KEY })).toBeNull();
  });

  it('says "Please enter an OTP!" when Verify is pressed with nothing entered', async () => {
    routes();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter an OTP!')).toBeInTheDocument();
  });

  it('verifies at the sixth digit, hands over the session token and clears the send markers', async () => {
    const server = routes();
    const onVerified = jest.fn();
    show(onVerified);
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    const [first] = await screen.findAllByRole('textbox', { name: /Digit \d of 6/ });
    await userEvent.click(first);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('customer-token', CUSTOMER));
    expect(server.callsTo('POST /wholesale-customers/verify-otp')[0].body).toEqual({
      otp: '123456',
      key: LINK_KEY,
    });
    expect(readSent({ kind: 'link', key: LINK_KEY })).toBeNull();
  });

  it('says "OTP is expired or failed to send." when the code could not be sent', async () => {
    routes(500);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP is expired or failed to send.')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(0);
  });
});
