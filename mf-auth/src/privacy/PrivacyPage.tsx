import { Button, Typography } from 'antd';
import { navigate } from '@platform/shared';

const { Title, Paragraph, Text } = Typography;

/** What the policy promises, kept as data so the promises the spec requires are testable. */
export const PRIVACY_PROMISES = {
  children:
    'Our services are not addressed to children under 13, and we do not knowingly collect their personal information.',
  complaints: 'We will reply to every privacy complaint within 30 days of receiving it.',
} as const;

interface Section {
  heading: string;
  paragraphs: string[];
}

const SECTIONS: Section[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'This policy covers the web and mobile app your organisation uses to quote, make and fit made-to-measure security screens, doors and mesh. Your organisation decides why your information is used; we process it on its behalf.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details: your name, email address, phone number for two-step verification, profile picture and the role your organisation gives you.',
      'Work records: quotes, jobs, notes, files and the times you clock on, take breaks and clock off.',
      'Location: only while you are clocked in and only when your organisation has enabled location tracking for timesheets. Your location is not stored or visible to your employer while you are not clocked in.',
      'Technical details: the device type and model, the app version and a device token used to send you notifications.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To sign you in and keep your account secure, to run the features your organisation uses, to send the notifications and emails you need for your work, and to fix problems with the app. We do not sell personal information and we do not use it for advertising.',
    ],
  },
  {
    heading: 'Linked accounts',
    paragraphs: [
      'If you link a calendar or identity account, we store only what is needed to sign you in and to add your work events to the calendar you choose. You can unlink it at any time from Account settings.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account and work records are kept for as long as your organisation needs them, or as the law requires. Location records on your device are deleted after 14 days.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [PRIVACY_PROMISES.children],
  },
  {
    heading: 'Your choices and rights',
    paragraphs: [
      'You can see and correct your details in Account settings, and you can ask your organisation or us for a copy of the information held about you, to correct it, or to delete it.',
    ],
  },
  {
    heading: 'Questions and complaints',
    paragraphs: [
      'If you have a question or a complaint about how your personal information is handled, contact your organisation’s administrator or write to our privacy officer.',
      PRIVACY_PROMISES.complaints,
    ],
  },
];

/** /privacy: the privacy policy, readable without signing in. */
export function PrivacyPage() {
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px 64px' }}>
      <Title level={2}>Privacy policy</Title>
      <Text type="secondary">How we collect, use and protect your personal information.</Text>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <Title level={4}>{section.heading}</Title>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
        </section>
      ))}
      <Button type="link" onClick={() => navigate('/login')} style={{ paddingInline: 0 }}>
        Back to sign in
      </Button>
    </main>
  );
}
