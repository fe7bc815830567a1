//! The printer test page: shows whether the printer's character set, the ½ sign, the
//! line width and bold print come out as the profile expects, before a real report is
//! wasted on the wrong setting.

use super::doc::{Block, Document, Header};
use super::strings::Labels;

pub fn test_page(l: &Labels) -> Document {
    let printable: String = (0x20u8..0x7F).map(char::from).collect();
    let blocks = vec![
        Block::Heading("ASCII".into()),
        Block::Text(printable[..48].to_string()),
        Block::Text(printable[48..].to_string()),
        Block::Blank,
        Block::Heading("½".into()),
        Block::Text("0 ½ 1 1½ 2 2½ 3 3½ 4 4½ 5 5½ 6 6½ 7 7½ 8 8½ 9".into()),
        Block::Text("Müller José Çelik Ñúñez Ådne".into()),
        Block::Blank,
        Block::Heading("80 / 136".into()),
        Block::Ruler,
        Block::Blank,
        Block::Heading(l.test_page.into()),
        Block::Text("ESC/P: bold, 6 lpi, 66 lines, PC437".into()),
    ];
    Document {
        header: Header {
            title: l.test_page.into(),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}
