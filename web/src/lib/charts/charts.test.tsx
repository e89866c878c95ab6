import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { baseSystem } from '@/components/ui/theme';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { DonutChart } from './DonutChart';

const wrap = (ui: React.ReactElement) => render(<ChakraProvider value={baseSystem()}>{ui}</ChakraProvider>);

describe('chart wrappers', () => {
  it('draws a line chart for points', () => {
    wrap(<LineChart label="Latency" seriesName="Latency" points={[{ label: 'a', value: 1 }, { label: 'b', value: 3 }]} />);
    expect(screen.getByRole('img', { name: 'Latency' }).querySelector('svg')).not.toBeNull();
  });
  it('draws bars', () => {
    wrap(<BarChart label="Requests" data={[{ label: 'a', value: 1 }, { label: 'b', value: 3 }]} />);
    expect(screen.getByRole('img', { name: 'Requests' }).querySelector('svg')).not.toBeNull();
  });
  it('draws a donut', () => {
    wrap(<DonutChart label="Regions" slices={[{ label: 'Kenya', value: 1, detail: '50%' }, { label: 'EA', value: 1, detail: '50%' }]} />);
    expect(screen.getByRole('img', { name: 'Regions' }).querySelector('svg')).not.toBeNull();
  });
  it('says so when there is nothing to draw', () => {
    wrap(<BarChart label="Requests" data={[{ label: 'a', value: 0 }]} />);
    expect(screen.getByText('No usage recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Requests' })).toBeNull();
  });
});
