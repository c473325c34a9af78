import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: 240, height: 16 } };

export const LoadingCard: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }} aria-busy="true">
      <Card>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Skeleton shape="circle" width={44} height={44} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} height={14} />
          </div>
        </div>
        <Skeleton height={120} />
      </Card>
    </div>
  ),
};
