import { observer } from 'mobx-react-lite';
import { Card, Col, Row, Typography } from 'antd';
import { session } from '@platform/shared';
import { openTarget } from '../chrome/appPath';

/** The root page: a greeting and the user's menu routes as shortcuts. */
export const HomePage = observer(function HomePage() {
  const routes = session.routes.filter((route) => route.sort > 0);
  return (
    <div style={{ padding: 24 }} data-testid="home-page">
      <Typography.Title level={3}>
        Welcome{session.user ? `, ${session.user.name}` : ''}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {routes.map((route) => (
          <Col key={route.id} xs={24} sm={12} md={8} lg={6}>
            <Card hoverable onClick={() => openTarget(route.path, session.orgPrefix)}>
              {route.page_name}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
});
