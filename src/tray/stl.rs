//! Binary STL, the format every slicer reads: an 80-byte header, the triangle count, and
//! 50 bytes a triangle (its normal, three corners, and two spare bytes), little-endian, mm.

use super::solid::Triangle;

/// What the header says of the file.
const HEADER: &[u8] = b"Drillbook movement tray, mm";

/// `triangles` as a binary STL file.
pub fn stl_bytes(triangles: &[Triangle]) -> Vec<u8> {
    let mut out = Vec::with_capacity(84 + triangles.len() * 50);
    let mut header = [b' '; 80];
    header[..HEADER.len()].copy_from_slice(HEADER);
    out.extend_from_slice(&header);
    let count = u32::try_from(triangles.len()).unwrap_or(u32::MAX);
    out.extend_from_slice(&count.to_le_bytes());
    for triangle in triangles.iter().take(count as usize) {
        for value in normal(triangle)
            .into_iter()
            .chain(triangle.iter().flatten().copied())
        {
            out.extend_from_slice(&value.to_le_bytes());
        }
        out.extend_from_slice(&[0, 0]);
    }
    out
}

/// The unit normal of a counter-clockwise triangle.
fn normal([a, b, c]: &Triangle) -> [f32; 3] {
    let u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    let v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    let n = [
        u[1] * v[2] - u[2] * v[1],
        u[2] * v[0] - u[0] * v[2],
        u[0] * v[1] - u[1] * v[0],
    ];
    let length = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
    if length > 0.0 {
        n.map(|axis| axis / length)
    } else {
        [0.0; 3]
    }
}
