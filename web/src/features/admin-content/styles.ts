// The admin content screens load the styles of the Mantine components they use with their own chunk.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Code.css';
