import { Col, Descriptions, Card, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { bus, session } from '@platform/shared';
import { PageHeader } from '@platform/shared/ui';
import { PROFILE_TEXTS } from './profileTexts';
import { ProfilePictureCard } from './ProfilePictureCard';
import { TwoStepCard } from './TwoStepCard';
import { LinkedAccountsCard } from './LinkedAccountsCard';
import { DefaultCalendarCard } from './DefaultCalendarCard';

/** /profile: Account settings of the signed-in user. */
export const ProfilePage = observer(function ProfilePage() {
  const [calendarsKey, setCalendarsKey] = useState(0);
  const user = session.user;

  useEffect(() => {
    bus.publish('page/title', { pageName: PROFILE_TEXTS.title });
  }, []);

  if (!user) return null;
  return (
    <div style={{ padding: 16, maxWidth: 1100, margin: '0 auto' }}>
      <PageHeader title={PROFILE_TEXTS.title} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Your details">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Name">{user.name}</Descriptions.Item>
              <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
              <Descriptions.Item label="User id">#{user.user_id}</Descriptions.Item>
              <Descriptions.Item label="Time zone">{user.timezone ?? 'Not set'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <ProfilePictureCard />
        </Col>
        <Col xs={24} lg={12}>
          <TwoStepCard />
        </Col>
        <Col xs={24} lg={12}>
          <LinkedAccountsCard onChanged={() => setCalendarsKey((key) => key + 1)} />
        </Col>
        <Col xs={24} lg={12}>
          <DefaultCalendarCard refreshKey={calendarsKey} />
        </Col>
      </Row>
    </div>
  );
});
