fn main() {
    println!("bgkit");
}
