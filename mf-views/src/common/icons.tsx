import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SortAscendingOutlined from '@ant-design/icons/SortAscendingOutlined';
import SortDescendingOutlined from '@ant-design/icons/SortDescendingOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import type { ComponentType } from 'react';

/** Server icon names (Material names as the definitions use them) → icons. */
const ICONS: Record<string, ComponentType> = {
  add: PlusOutlined,
  arrow_back: ArrowLeftOutlined,
  arrow_forward: ArrowRightOutlined,
  arrow_upward: ArrowUpOutlined,
  check: CheckOutlined,
  close: CloseOutlined,
  content_copy: CopyOutlined,
  delete: DeleteOutlined,
  download: DownloadOutlined,
  edit: EditOutlined,
  email: MailOutlined,
  image: FileImageOutlined,
  info: InfoCircleOutlined,
  link: LinkOutlined,
  mail: MailOutlined,
  print: PrinterOutlined,
  refresh: SyncOutlined,
  save: SaveOutlined,
  visibility: EyeOutlined,
};

/**
 * The icon of a server icon name, or nothing for a name we do not draw. Icons sit beside a
 * label, so they are hidden from assistive technology (the button's name is its label).
 */
export function iconOf(name: string | null | undefined) {
  const Icon = name ? (ICONS[name] as ComponentType<{ 'aria-hidden'?: boolean }>) : undefined;
  return Icon ? <Icon aria-hidden /> : undefined;
}

export {
  ArrowLeftOutlined,
  ArrowUpOutlined,
  CheckOutlined,
  EditOutlined,
  InfoCircleOutlined,
  PlusOutlined,
  SortAscendingOutlined,
  SortDescendingOutlined,
};
